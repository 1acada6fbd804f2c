from devkit.agent import ToolExecutionContext, tool


@tool(name="audit", description="audit")
async def audit(args: dict, ctx: ToolExecutionContext) -> dict:
    ident = ctx.identity
    try:
        if ident is None:
            return {"ok": False}
        return {"ok": True, "tenant": ident.tenant}
    finally:
        if ident is not None:
            print("audited", ident.principal)
