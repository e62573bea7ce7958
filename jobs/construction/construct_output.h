#pragma once
// How a construction's result is written: as text for a person (the deals
// found, best first, each with its card string and the command that checks
// it) and as one JSON object (the same, and the best score's curve).
#include <iosfwd>

#include "jobs/construction/construct_request.h"

namespace reckon::construction {

void write_text(std::ostream& out, const ConstructRequest& request, const ConstructResult& result);
void write_json(std::ostream& out, const ConstructRequest& request, const ConstructResult& result);

}  // namespace reckon::construction
