from devkit.agent import ToolExecutionContext, tool


def _tenant(ctx: ToolExecutionContext) -> str:
    return ctx.identity.tenant or "none"


def _label(ctx: ToolExecutionContext) -> str:
    return "t:" + _tenant(ctx)


def _header(ctx: ToolExecutionContext) -> dict:
    return {"X-Tenant": _label(ctx)}


@tool(name="send", description="Sends with the tenant header.")
def send(args, ctx: ToolExecutionContext) -> int:
    if ctx.identity is None:
        return 401
    return args.client.post(args.url, headers=_header(ctx)).status_code
