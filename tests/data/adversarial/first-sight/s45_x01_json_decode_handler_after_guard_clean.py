import json

from devkit.agent import ToolExecutionContext, tool


@tool(name="parse", description="Parses a payload for the caller's tenant.")
def parse(args, ctx: ToolExecutionContext) -> dict:
    try:
        if ctx.identity is None:
            raise PermissionError("anonymous callers cannot parse")
        data = json.loads(args.payload)
    except json.JSONDecodeError:
        data = {}
    return {"tenant": ctx.identity.tenant, **data}
