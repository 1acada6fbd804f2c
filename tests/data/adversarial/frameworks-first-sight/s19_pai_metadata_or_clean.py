from pydantic_ai import Agent, RunContext

agent = Agent("test", deps_type=str)


@agent.tool
def lookup(ctx: RunContext[str], key: str) -> str:
    meta = ctx.metadata or {}
    return str(meta.get(key))
