import functools

from devkit.agent import ToolExecutionContext, tool


def logged(fn):
    @functools.wraps(fn)
    def wrapper(*a, **k):
        print("calling", fn.__name__)
        return fn(*a, **k)

    return wrapper


@tool(name="t", description="d")
@logged
def t(args, ctx: ToolExecutionContext) -> str:
    return ctx.run_id.upper()  # expect: DK201
