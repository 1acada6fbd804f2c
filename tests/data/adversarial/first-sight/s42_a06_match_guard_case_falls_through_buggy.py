from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    match args.mode:
        case "strict" if ctx.run_id is None:
            return "no run"
        case _:
            pass
    return ctx.run_id.upper()  # expect: DK201
