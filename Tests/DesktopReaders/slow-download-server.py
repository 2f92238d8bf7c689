#!/usr/bin/python3
"""An HTTP server on 127.0.0.1 that sends a file slowly, so that a download's progress shows
for a while: the demo's Download tests (Tests/DemoTests/DownloadDemoTests.swift).

  slow-download-server.py BYTES CHUNK DELAY[,DELAY...] [PAUSE]
                            serves BYTES zero bytes at any path, with Content-Length, in
                            chunks of CHUNK bytes, DELAY seconds apart: the first request
                            with the first DELAY, the second with the second, and so on,
                            the last one for every later request. With PAUSE, the first
                            request stops once PAUSE bytes went out, prints "paused N", and
                            goes on when a line "go" comes on stdin: the test reads the
                            progress while it cannot end, however slow the machine. Prints
                            "listening PORT" (a free port, chosen by the system) once it
                            accepts connections, then for each request one line:
                            "sent N" when the whole body went out, or
                            "closed after N" when the client closed the connection first
                            (a cancelled download: the test's proof that it stopped).
                            Runs until stdin closes or it is killed.
"""
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

size, chunk, delays = int(sys.argv[1]), int(sys.argv[2]), [float(d) for d in sys.argv[3].split(",")]
pause = int(sys.argv[4]) if len(sys.argv) > 4 else None
requests = 0
requests_lock = threading.Lock()
go = threading.Event()


def say(line):
    print(line, flush=True)   # a pipe is block-buffered: the test waits for each line


class SlowFile(BaseHTTPRequestHandler):
    def do_GET(self):
        global requests
        with requests_lock:
            delay = delays[min(requests, len(delays) - 1)]
            pauses = requests == 0 and pause is not None
            requests += 1
        self.send_response(200)
        self.send_header("Content-Type", "application/octet-stream")
        self.send_header("Content-Length", str(size))
        self.end_headers()
        sent = 0
        try:
            while sent < size:
                if pauses and sent >= pause:
                    say(f"paused {sent}")
                    go.wait()
                    pauses = False
                part = min(chunk, size - sent)
                self.wfile.write(bytes(part))
                self.wfile.flush()
                sent += part
                time.sleep(delay)
        except (BrokenPipeError, ConnectionResetError):
            say(f"closed after {sent}")
            return
        say(f"sent {sent}")

    def log_message(self, *args):
        pass   # stdout carries only the lines above


server = ThreadingHTTPServer(("127.0.0.1", 0), SlowFile)
server.daemon_threads = True
threading.Thread(target=server.serve_forever, daemon=True).start()
say(f"listening {server.server_address[1]}")
for line in sys.stdin:   # until the test closes stdin or kills it
    if line.strip() == "go":
        go.set()
