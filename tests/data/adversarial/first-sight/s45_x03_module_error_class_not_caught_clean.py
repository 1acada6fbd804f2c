from devkit.agent import ToolExecutionContext, tool


class Denied(Exception):
    """Raised when the caller may not run the tool."""


@tool(name="lookup", description="Looks a key up.")
def lookup(args, ctx: ToolExecutionContext) -> str:
    try:
        if ctx.identity is None:
            raise Denied("who are you?")
        row = args.table[args.key]
    except KeyError:
        row = "-"
    return f"{ctx.identity.tenant}/{row}"
