from devkit.adk import ToolContext, create_tool


def fn(args, ctx: ToolContext) -> dict:
    return {"call": ctx.function_call_id.upper()}  # expect: DK201


TOOL = create_tool(name="t", description="d", schema=None, fn=fn)
