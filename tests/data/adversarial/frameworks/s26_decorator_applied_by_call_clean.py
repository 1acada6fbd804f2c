from agents import RunContextWrapper, function_tool
from pydantic_ai import Agent, RunContext

agent = Agent("test", deps_type=dict)


def greet(ctx: RunContextWrapper[None], name: str) -> str:
    return f"hello {name}"


greet_tool = function_tool(greet)


def who(ctx: RunContext[dict], q: str) -> str:
    return ctx.deps["user"] + q


who = agent.tool(who)

result = agent.run_sync("hi", deps={"user": "ada"})
