"""JSON-RPC/LSP conformance that pygls 2.1 leaves out, handled in our adapter.

pygls answers a request sent before `initialize` with `null`, drops a request whose params
do not match the method's type (the client waits forever), and drops every request after
`shutdown` without a word. The protocol wants an error for each: ServerNotInitialized
(-32002), InvalidParams (-32602) and InvalidRequest (-32600). (Reported upstream.)

pygls also keeps the future of every notification handled by one of its built-in
generator handlers (didOpen, didChange, didSave, didClose) in `_request_futures`, keyed
by a fresh uuid nobody removes: about 1.5 KB per edit, forever (20 MB over 14,000 edits
in bench/lsp_memory.py). A notification's future is dropped here once it is done.
"""

from __future__ import annotations

import functools
import weakref
from collections.abc import Callable
from concurrent.futures import Future
from typing import Any

import cattrs
from lsprotocol import types
from pygls.exceptions import (
    JsonRpcException,
    JsonRpcInvalidRequest,
    JsonRpcServerNotInitialized,
)
from pygls.protocol import LanguageServerProtocol, default_converter
from pygls.protocol.json_rpc import RPCRequest

ALWAYS_ALLOWED = {types.INITIALIZE, types.EXIT}


class _ReusedJson:
    """The JSON form of each diagnostic, made once per diagnostic object.

    An edit leaves most diagnostics as they were, and the server hands back the same
    objects for them (`DevkitLanguageServer._converted`); turning each one into JSON again
    (its `data` holds the whole finding) is most of what publishing costs. An entry lives
    as long as its diagnostic does.
    """

    def __init__(self, unstructure: Callable[[Any], Any]) -> None:
        self._unstructure = unstructure
        self._made: dict[int, tuple[weakref.ref[Any], Any]] = {}

    def __call__(self, diagnostic: types.Diagnostic) -> Any:
        key = id(diagnostic)
        known = self._made.get(key)
        if known is not None and known[0]() is diagnostic:
            return known[1]
        made = self._unstructure(diagnostic)
        self._made[key] = (weakref.ref(diagnostic, functools.partial(self._forget, key)), made)
        return made

    def _forget(self, key: int, _gone: object) -> None:
        self._made.pop(key, None)


def converter() -> cattrs.Converter:
    """pygls's converter, with diagnostics turned into JSON once (before any other hook is
    generated: hooks of enclosing types capture the diagnostic hook when made)."""
    made = default_converter()
    made.register_unstructure_hook(
        types.Diagnostic, _ReusedJson(made.get_unstructure_hook(types.Diagnostic))
    )
    return made


class _Answered:
    """A request already answered with an error while it was being read."""


class DevkitProtocol(LanguageServerProtocol):
    initialize_seen = False

    def structure_message(self, data: dict[str, Any]) -> Any:
        try:
            return super().structure_message(data)
        except JsonRpcException as error:
            if isinstance(data, dict) and "id" in data and "method" in data:
                self._send_response(data["id"], None, error.to_response_error())
                return _Answered()
            raise

    def _execute_handler(
        self, msg_id: Any, handler: Any, callback: Any, *args: Any, **kwargs: Any
    ) -> Any:
        if callback == self._check_handler_result:  # a notification: nobody answers it
            checked = callback

            def callback(future: Future[Any]) -> None:
                if not future.cancelled():  # `shutdown` cancels while it walks the dict
                    self._request_futures.pop(msg_id, None)
                checked(future)

        return super()._execute_handler(msg_id, handler, callback, *args, **kwargs)

    def handle_message(self, message: Any) -> None:
        if isinstance(message, _Answered):
            return
        method = getattr(message, "method", None)
        if isinstance(message, RPCRequest) and method not in ALWAYS_ALLOWED:
            if not self.initialize_seen:
                error: JsonRpcException = JsonRpcServerNotInitialized(
                    f"{method}: the server is not initialized yet (send `initialize` first)"
                )
                self._send_response(message.id, None, error.to_response_error())
                return
            if self._shutdown:
                error = JsonRpcInvalidRequest(f"{method}: the server is shutting down")
                self._send_response(message.id, None, error.to_response_error())
                return
        if method == types.INITIALIZE:
            self.initialize_seen = True
        super().handle_message(message)
