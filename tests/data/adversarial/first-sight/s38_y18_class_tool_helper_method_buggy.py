from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key


class Poll(Tool):
    name = "poll"

    async def execute(self, args, ctx: ToolExecutionContext) -> int:
        count = 0
        while not self._stopped(ctx):
            count += 1
            if count > 10:
                break
        return count

    def _stopped(self, ctx: ToolExecutionContext) -> bool:
        return ctx.signal.aborted  # expect: DK201
