from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> list:
    seen = []
    for batch in args.batches:
        for item in batch:
            if ctx.identity is None:
                continue
            seen.append((item, ctx.identity.tenant))
    return seen
