from devkit.adk import ToolContext, create_tool


TOOL = create_tool(
    name="t",
    description="d",
    schema=None,
    fn=lambda args, ctx: ctx.load_artifact("a"),  # expect: DK203
)
