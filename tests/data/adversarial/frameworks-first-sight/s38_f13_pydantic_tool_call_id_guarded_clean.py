from pydantic_ai import Agent, RunContext

agent = Agent("test", deps_type=str)


@agent.tool
def tag(ctx: RunContext[str], text: str) -> str:
    meta = ctx.metadata or {}
    return f"{meta.get('team', 'none')}:{text}"
