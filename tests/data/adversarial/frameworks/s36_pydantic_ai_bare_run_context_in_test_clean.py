from pydantic_ai import Agent
from pydantic_ai._run_context import RunContext
from pydantic_ai.models.test import TestModel


def test_tool_reads_the_tool_manager():
    agent = Agent(TestModel())
    seen: list[str] = []

    @agent.tool
    async def probe(ctx: RunContext) -> str:
        assert ctx.tool_manager is not None
        seen.append(str(ctx.retry))
        return str(ctx.tool_manager)

    agent.run_sync("hi")
    assert seen
