from devkit.agent import ToolExecutionContext, tool


def _tenant(ctx: ToolExecutionContext) -> str:
    return ctx.identity.tenant or "none"  # expect: DK201


def _label(ctx: ToolExecutionContext) -> str:
    return "t:" + _tenant(ctx)


def _header(ctx: ToolExecutionContext) -> dict:
    return {"X-Tenant": _label(ctx)}


@tool(name="send", description="Sends with the tenant header.")
def send(args, ctx: ToolExecutionContext) -> int:
    return args.client.post(args.url, headers=_header(ctx)).status_code
