from pydantic_ai import Agent, RunContext

agent = Agent("test")


@agent.tool
def tag(ctx: RunContext[str]) -> str:
    meta = ctx.metadata or {}
    return f"{ctx.deps}:{meta.get('tag', '-')}"
