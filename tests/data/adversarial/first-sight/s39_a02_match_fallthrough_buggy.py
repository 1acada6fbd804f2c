from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> bool:
    match args.mode:
        case "strict" if ctx.signal is not None:
            return ctx.signal.aborted
        case "strict":
            return False
        case _:
            return ctx.signal.aborted  # expect: DK201
