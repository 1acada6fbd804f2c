from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    match ctx.run_id:
        case "" | None:
            return ctx.run_id.strip()  # expect: DK201
        case _:
            return ctx.run_id.upper()
