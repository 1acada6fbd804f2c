from devkit.agent import ToolExecutionContext, tool


@tool(name="audit", description="Audits the tenant.")
def audit(args, ctx: ToolExecutionContext) -> str:
    try:
        if ctx.identity is None:
            return "none"
        return "some"
    finally:
        print("tenant", ctx.identity.tenant)  # expect: DK201
