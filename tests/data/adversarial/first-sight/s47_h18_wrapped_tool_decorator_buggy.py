import functools

from devkit.agent import ToolExecutionContext, tool


def logged(fn):
    @functools.wraps(fn)
    def wrapper(*a, **kw):
        print("calling", fn.__name__)
        return fn(*a, **kw)

    return wrapper


@tool(name="who", description="Names the caller.")
@logged
def who(args, ctx: ToolExecutionContext) -> str:
    return ctx.identity.principal or "none"  # expect: DK201
