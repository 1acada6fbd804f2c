from agents import RunContextWrapper, function_tool
from pydantic_ai import Agent, RunContext

agent = Agent("test", deps_type=dict)


def greet(name: str, ctx: RunContextWrapper[None]) -> str:  # expect: DK004
    return f"hello {name}"


greet_tool = function_tool(greet)


def who(ctx: RunContext[dict], q: str) -> str:
    return ctx.deps["user"] + q  # expect: DK201


who = agent.tool(who)

result = agent.run_sync("hi")
