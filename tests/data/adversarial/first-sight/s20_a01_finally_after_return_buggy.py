from devkit.agent import ToolExecutionContext, tool


@tool(name="audit", description="audit")
async def audit(args: dict, ctx: ToolExecutionContext) -> dict:
    try:
        if ctx.identity is None:
            return {"ok": False}
        return {"ok": True, "tenant": ctx.identity.tenant}
    finally:
        print("audited", ctx.identity.principal)  # expect: DK201
