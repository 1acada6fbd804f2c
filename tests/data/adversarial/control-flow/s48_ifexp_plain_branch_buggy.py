from devkit.agent import ToolExecutionContext, tool


def note(what: str) -> str:
    return f"no {what}"


@tool(name="a", description="d")
def a(args, ctx: ToolExecutionContext):
    tenant = ctx.identity.tenant if ctx.identity is not None else note("identity")
    print("principal", ctx.identity.principal)  # expect: DK201
    return tenant
