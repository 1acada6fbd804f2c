from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    match args.mode:
        case "run" if ctx.run_id:
            return ctx.run_id.upper()
        case "session":
            return ctx.session_id.upper()  # expect: DK201
        case _:
            return "none"
