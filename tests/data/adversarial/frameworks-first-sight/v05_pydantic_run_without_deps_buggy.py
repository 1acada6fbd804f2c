from pydantic_ai import Agent, RunContext

agent = Agent("test", deps_type=dict)

@agent.tool
def who(ctx: RunContext[dict], q: str) -> str:
    return ctx.deps["user"] + q  # expect: DK201

result = agent.run_sync("hi")
