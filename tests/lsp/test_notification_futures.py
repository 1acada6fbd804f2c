"""pygls 2.1 keeps the future of every notification its built-in generator handlers run
(didOpen, didChange, ...) in `_request_futures`, forever; our protocol drops them."""

from __future__ import annotations

from devkit_server.core import server


def _generator_handler(params):
    if params is None:
        yield  # never reached: a generator function, like pygls's built-in handlers
    return None


def test_a_handled_notification_leaves_no_future_behind():
    protocol = server.protocol
    before = dict(protocol._request_futures)
    for i in range(50):
        protocol._execute_handler(
            msg_id=f"notification-{i}",
            handler=_generator_handler,
            args=({"n": i},),
            callback=protocol._check_handler_result,
        )
    assert protocol._request_futures == before


def test_a_request_future_is_still_tracked_until_it_is_answered():
    protocol = server.protocol
    seen = []
    protocol._execute_handler(
        msg_id="request-1",
        handler=_generator_handler,
        args=({},),
        callback=lambda future: seen.append(protocol._request_futures.pop("request-1", None)),
    )
    assert seen and seen[0] is not None  # pygls's own bookkeeping for requests is untouched
