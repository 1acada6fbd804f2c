from devkit.adk import create_tool, ToolContext

recall = create_tool(
    name="recall",
    description="search memory",
    schema=None,
    fn=lambda args, ctx: ctx.search_memory(args.query),  # expect: DK203
)
