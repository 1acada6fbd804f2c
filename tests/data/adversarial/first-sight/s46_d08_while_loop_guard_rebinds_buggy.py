from devkit.agent import ToolExecutionContext, tool


@tool(name="walk", description="Walks the pages.")
def walk(args, ctx: ToolExecutionContext) -> int:
    ident = ctx.identity
    pages = 0
    while ident is not None and pages < args.limit:
        pages += 1
        ident = args.next_identity(pages)
    return len(ident.tenant) + pages  # expect: DK201
