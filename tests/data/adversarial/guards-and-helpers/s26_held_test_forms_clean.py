from devkit.agent import tool, ToolExecutionContext


def has_identity(c) -> bool:
    return c.identity is not None


@tool(name="held_hasattr")
def held_hasattr(args, ctx: ToolExecutionContext):
    named = hasattr(ctx.identity, "principal")
    if named:
        return ctx.identity.principal
    return None


@tool(name="held_predicate")
def held_predicate(args, ctx: ToolExecutionContext):
    known = has_identity(ctx)
    if known:
        return ctx.identity.tenant
    return None


@tool(name="held_twice")
def held_twice(args, ctx: ToolExecutionContext):
    ident = ctx.identity
    known = ident is not None
    ok = known
    if ok:
        return ident.tenant
    return None


@tool(name="held_closure")
def held_closure(args, ctx: ToolExecutionContext):
    def ready():
        return ctx.run_id is not None

    go = ready()
    if not go:
        return None
    return ctx.run_id.upper()
