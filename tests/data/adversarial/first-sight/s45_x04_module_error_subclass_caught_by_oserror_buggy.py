from devkit.agent import ToolExecutionContext, tool


class Denied(PermissionError):
    pass


@tool(name="read_file", description="Reads a file.")
def read_file(args, ctx: ToolExecutionContext) -> str:
    try:
        if ctx.identity is None:
            raise Denied("anonymous")
        with open(args.path) as handle:
            text = handle.read()
    except OSError:
        text = ""
    return f"{ctx.identity.tenant}:{text}"  # expect: DK201
