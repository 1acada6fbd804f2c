from pydantic_ai import Agent, RunContext

agent = Agent("test", deps_type=str)


@agent.tool
def tag(ctx: RunContext[str], label: str) -> str:
    meta = ctx.metadata or {}
    return str(meta.get("team", "")) + label
