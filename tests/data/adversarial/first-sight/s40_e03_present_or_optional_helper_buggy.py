from devkit.agent import ToolExecutionContext, tool


def _label(ctx: ToolExecutionContext, prefer_run: bool):
    if prefer_run:
        return ctx.run_id
    return ctx.tool_call_id


@tool(name="t", description="d")
async def t(args, ctx: ToolExecutionContext) -> str:
    return _label(ctx, args.prefer).strip()  # expect: DK201
