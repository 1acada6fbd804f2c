from json import JSONDecodeError, loads

from devkit.agent import ToolExecutionContext, tool


def _anonymous(ctx: ToolExecutionContext) -> bool:
    return ctx.identity is None


@tool(name="parse", description="Parses a payload.")
def parse(args, ctx: ToolExecutionContext) -> dict:
    try:
        if _anonymous(ctx):
            raise PermissionError("anonymous")
        data = loads(args.payload)
    except (JSONDecodeError, UnicodeDecodeError):
        data = {}
    data["owner"] = ctx.identity.principal
    return data
