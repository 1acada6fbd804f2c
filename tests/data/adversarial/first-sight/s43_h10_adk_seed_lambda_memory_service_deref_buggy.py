from devkit.adk import create_tool

tool = create_tool(
    name="count",
    description="d",
    schema=None,
    fn=lambda args, tc: len(tc.memory_service.list()),  # expect: DK201
)
