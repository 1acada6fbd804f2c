from google.adk.tools import ToolContext


class AppContext(ToolContext):
    pass


def t(query: str, ctx: AppContext) -> dict:  # expect: DK004
    return {"q": query, "agent": ctx.agent_name}
