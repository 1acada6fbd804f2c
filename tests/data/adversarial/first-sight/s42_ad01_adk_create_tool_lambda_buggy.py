from devkit.adk import create_tool

whoami = create_tool(
    name="whoami",
    schema=None,
    fn=lambda args, ctx: ctx.function_call_id.upper(),  # expect: DK201
)
