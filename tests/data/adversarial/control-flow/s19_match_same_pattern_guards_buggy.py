from devkit.agent import ToolExecutionContext, tool


@tool(name="a")
def a(args, ctx: ToolExecutionContext):
    match args.mode:
        case "strict" if ctx.identity is None:
            return None
        case "lenient":
            return ctx.identity.tenant  # expect: DK201
        case _:
            return None


@tool(name="b")
def b(args, ctx: ToolExecutionContext):
    match args.mode:
        case "strict" if ctx.run_id is None:
            return None
        case "strict" | "lenient":
            return ctx.run_id.upper()  # expect: DK201
    return None


@tool(name="c")
def c(args, ctx: ToolExecutionContext):
    match args.mode:
        case "strict" if ctx.run_id is None or args.force:
            return None
        case "strict":
            return ctx.run_id.upper()
    return None
