from devkit.agent import tool, ToolExecutionContext


def require_identity(c):
    """Stop unless the caller is known."""
    assert c.identity is not None, "identity required"


def require_run(c):
    if c.run_id is not None:
        return
    raise PermissionError("run required")


def require_both(c) -> None:
    assert c.session_id, "session required"
    if c.signal is None:
        raise RuntimeError("signal required")


def require_session(c):
    if c.session_id is not None:
        return
    message = "session required"
    raise PermissionError(message)


@tool(name="logged_then_raised")
def logged_then_raised(args, ctx: ToolExecutionContext):
    require_session(ctx)
    return ctx.session_id.upper()


@tool(name="asserted")
def asserted(args, ctx: ToolExecutionContext):
    require_identity(ctx)
    return ctx.identity.tenant


@tool(name="returned")
def returned(args, ctx: ToolExecutionContext):
    require_run(ctx)
    return ctx.run_id.upper()


@tool(name="mixed")
def mixed(args, ctx: ToolExecutionContext):
    require_both(ctx)
    return ctx.session_id.upper(), ctx.signal.aborted
