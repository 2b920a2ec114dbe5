import "@testing-library/jest-dom/jest-globals";

// jsdom lays nothing out and has no scrollIntoView; forms call it to bring an error into view.
if (typeof Element !== "undefined" && !Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};
