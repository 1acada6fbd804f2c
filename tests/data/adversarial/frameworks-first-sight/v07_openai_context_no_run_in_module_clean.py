from agents import function_tool, RunContextWrapper

@function_tool
def who(ctx: RunContextWrapper[dict], q: str) -> str:
    return ctx.context["user"] + q
