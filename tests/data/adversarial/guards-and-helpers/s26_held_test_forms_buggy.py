from devkit.agent import tool, ToolExecutionContext


def has_identity(c) -> bool:
    return c.identity is not None


@tool(name="held_predicate_inverted")
def held_predicate_inverted(args, ctx: ToolExecutionContext):
    known = has_identity(ctx)
    if not known:
        return ctx.identity.tenant  # expect: DK201
    return None


@tool(name="held_then_rebound")
def held_then_rebound(args, ctx: ToolExecutionContext, other=None):
    ident = ctx.identity
    known = ident is not None
    ok = known
    ident = other
    if ok:
        return ident.tenant
    return None


@tool(name="held_other_member")
def held_other_member(args, ctx: ToolExecutionContext):
    named = hasattr(ctx.identity, "principal")
    if named:
        return ctx.run_id.upper()  # expect: DK201
    return None
