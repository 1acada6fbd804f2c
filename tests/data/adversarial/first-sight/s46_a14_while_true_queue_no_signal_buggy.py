from devkit.agent import ToolExecutionContext, tool


@tool(name="drain", description="Drains the queue into the sink.")
async def drain(args, ctx: ToolExecutionContext) -> int:
    sent = 0
    while True:  # expect: DK501
        item = await args.queue.get()
        if item is None:
            break
        await args.sink.send(item)
        sent += 1
    return sent
