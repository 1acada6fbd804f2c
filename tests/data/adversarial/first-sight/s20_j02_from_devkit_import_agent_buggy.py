from devkit import agent


class Who(agent.Tool):
    name = "who"

    def execute(self, args: dict, c: agent.ToolExecutionContext) -> str:
        return c.credential.name  # expect: DK101
