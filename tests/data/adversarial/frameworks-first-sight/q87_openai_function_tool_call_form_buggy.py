from agents import Agent, RunContextWrapper, function_tool


def turn(wrapper: RunContextWrapper[dict]) -> int:
    return len(wrapper.tool_input)  # expect: DK201


agent = Agent(name="a", tools=[function_tool(turn)])
