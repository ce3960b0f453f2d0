"""The endpoint backend speaks the OpenAI chat protocol: checked against a local HTTP server."""
import json
import threading
from http.server import BaseHTTPRequestHandler, HTTPServer

import numpy as np
import pytest

from memora_perception.core.perception.endpoint import EndpointBackend
from memora_perception.core.window import Window
from memora_perception.errors import PerceptionError

S = 1_000_000_000
REPLY = {"summary": "pours water", "actions": [{"verb": "pour", "noun": "water", "start_s": 2, "end_s": 4}],
         "objects": [{"name": "kettle", "attributes": ["silver"], "location": "counter"}], "confidence": 0.8}


class _Handler(BaseHTTPRequestHandler):
    requests: list = []
    status = 200

    def do_POST(self):  # noqa: N802 - http.server API
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        type(self).requests.append((self.path, dict(self.headers), body))
        payload = {"choices": [{"message": {"role": "assistant", "content": "```json\n" + json.dumps(REPLY) + "\n```"}}]}
        data = json.dumps(payload if type(self).status == 200 else {"error": "boom"}).encode()
        self.send_response(type(self).status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def log_message(self, *args):
        pass


@pytest.fixture()
def server():
    _Handler.requests, _Handler.status = [], 200
    httpd = HTTPServer(("127.0.0.1", 0), _Handler)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{httpd.server_address[1]}/v1"
    httpd.shutdown()


def _window(n=20):
    frames = tuple(np.full((32, 32, 3), 10 * i, dtype=np.uint8) for i in range(n))
    return Window("P01", "s1", 2, 20 * S, 30 * S, frames, tuple(20 * S + i * S // 2 for i in range(n)))


def test_request_carries_images_as_data_urls_and_reply_becomes_a_record(server):
    backend = EndpointBackend(server, "qwen2.5-vl-7b", api_key="secret", max_images=6)
    record = backend.perceive(_window())
    path, headers, body = _Handler.requests[0]
    assert path == "/v1/chat/completions" and headers["Authorization"] == "Bearer secret"
    assert body["model"] == "qwen2.5-vl-7b" and body["temperature"] == 0
    content = body["messages"][1]["content"]
    images = [c for c in content if c["type"] == "image_url"]
    assert len(images) == 6 and all(c["image_url"]["url"].startswith("data:image/jpeg;base64,") for c in images)
    assert "You see 6 frames" in content[-1]["text"]
    assert record.backend.value == "endpoint" and record.frame_count == 6
    assert [(a.verb, a.noun, a.start_ns) for a in record.actions] == [("pour", "water", 22 * S)]
    assert record.objects[0].location == "counter"


def test_server_error_and_bad_url_raise(server):
    _Handler.status = 500
    with pytest.raises(PerceptionError, match="failed for window s1-w00002"):
        EndpointBackend(server, "m").perceive(_window())
    with pytest.raises(PerceptionError, match="must start with http"):
        EndpointBackend("localhost:8000", "m")
