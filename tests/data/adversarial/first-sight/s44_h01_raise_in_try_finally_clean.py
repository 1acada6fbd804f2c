from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    try:
        if ctx.identity is None:
            raise PermissionError("anonymous")
    finally:
        args.audit.append("checked")
    return ctx.identity.tenant
