import logging

from devkit.agent import Need, ToolExecutionContext, tool

log = logging.getLogger(__name__)


@tool(name="fetch", description="Fetches a page.", needs=[Need("github")])
def fetch(args, ctx: ToolExecutionContext) -> str:
    if ctx.credential is None:
        return "no credential"
    token = ctx.credential.secret.reveal()
    header = "Bearer %s" % token
    log.debug("sending %s", header)  # expect: DK402
    return args.client.get(args.url, headers={"Authorization": header}).text
