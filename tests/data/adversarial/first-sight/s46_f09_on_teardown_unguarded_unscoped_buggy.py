from devkit.agent import ToolExecutionContext, tool


@tool(name="open_file", description="Opens a scratch file for the run.")
def open_file(args, ctx: ToolExecutionContext) -> str:
    handle = open(args.path, "w")
    ctx.on_teardown(handle.close, scope="run")  # expect: DK201, DK301
    return args.path
