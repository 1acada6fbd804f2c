import functools

from devkit.adk import ToolContext, create_tool


async def save_all(args, tool_context: ToolContext) -> int:
    save = functools.partial(tool_context.save_artifact, data=b"x")
    for name in args.names:
        await save(name)  # expect: DK203
    return len(args.names)


tool = create_tool(name="save_all", description="d", schema=None, fn=save_all)
