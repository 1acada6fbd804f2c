from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    match ctx.session_id:
        case sid if args.loud:
            return sid.upper()  # expect: DK201
        case _:
            return "quiet"
