"""Helpers for the tools of this package: nothing of fastmcp is imported at the top."""


def current_client() -> str:
    from fastmcp.server.dependencies import get_access_token

    token = get_access_token()
    return token.client_id  # expect: DK201
